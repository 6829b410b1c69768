import Foundation
import Testing

@testable import CarouselCore

@Suite struct AccessibilityLocalizationTests {
  typealias Strings = CarouselAccessibilityStrings

  private static let english = CarouselAccessibilityStrings()

  /// The language `preferredLanguages` resolves to.
  private func chosen(_ preferredLanguages: [String]) -> String {
    Strings.preferredLocalization(for: preferredLanguages)
  }

  // MARK: The shipped table, every entry

  @Test func theTableListsEnglishFirstAndEachTagOnce() {
    let tags = Strings.localizations
    #expect(tags.first == "en")
    #expect(Set(tags).count == tags.count)
    // Arabic and Hebrew, for right-to-left, and the peers' languages.
    for tag in ["ar", "he", "de", "fr", "ja", "ko", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"] {
      #expect(tags.contains(tag), "\(tag) is not shipped")
    }
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyTagIsWellFormedAndChosenForItself(tag: String) {
    // Given a shipped tag, as written and in Apple's underscore form
    let parsed = LanguageTag(tag)
    // Then it parses back to itself and a user who prefers it gets it
    #expect(parsed?.identifier == tag)
    #expect(chosen([tag]) == tag)
    #expect(chosen([tag.replacingOccurrences(of: "-", with: "_")]) == tag)
    #expect(chosen(["xx", tag, "en"]) == tag)
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyLanguageHasAllThreeStrings(tag: String) {
    let strings = Strings(localizedFor: [tag])
    #expect(!strings.itemTemplate.isEmpty)
    #expect(!strings.stopRotation.isEmpty)
    #expect(!strings.startRotation.isEmpty)
    #expect(strings.stopRotation != strings.startRotation)
    for text in [strings.itemTemplate, strings.stopRotation, strings.startRotation] {
      #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if tag != "en" {
      // Translated, not English left in place
      #expect(strings.itemTemplate != Self.english.itemTemplate)
      #expect(strings.stopRotation != Self.english.stopRotation)
      #expect(strings.startRotation != Self.english.startRotation)
    }
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyLanguageNamesTheControlsRegionsAndRoles(tag: String) {
    let strings = Strings(localizedFor: [tag])
    let words = [
      strings.previousItem, strings.nextItem, strings.indicatorLabel, strings.itemsLabel,
      strings.carouselRoleDescription, strings.itemRoleDescription,
    ]
    for text in words {
      #expect(!text.isEmpty, "\(tag)")
      #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(tag): \(text)")
    }
    // Previous and Next differ, and so do the slides' region and one slide's role
    #expect(strings.previousItem != strings.nextItem, "\(tag)")
    #expect(strings.itemsLabel != strings.itemRoleDescription, "\(tag)")
    if tag != "en" {
      // Translated, not English left in place (a role's word may be English's: "slide")
      #expect(strings.previousItem != Self.english.previousItem, "\(tag)")
      #expect(strings.nextItem != Self.english.nextItem, "\(tag)")
      #expect(strings.indicatorLabel != Self.english.indicatorLabel, "\(tag)")
    }
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyTemplateHasEachPlaceholderExactlyOnce(tag: String) {
    let template = Strings(localizedFor: [tag]).itemTemplate
    #expect(template.components(separatedBy: "{index}").count == 2, "\(tag): \(template)")
    #expect(template.components(separatedBy: "{count}").count == 2, "\(tag): \(template)")
    // No other placeholder, and none misspelt
    let rest = template.replacingOccurrences(of: "{index}", with: "")
      .replacingOccurrences(of: "{count}", with: "")
    #expect(!rest.contains("{") && !rest.contains("}"), "\(tag): \(template)")
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyRenderedValueContainsBothNumbers(tag: String) {
    let strings = Strings(localizedFor: [tag])
    for (index, count) in [(0, 1), (2, 5), (6, 12), (40, 41)] {
      // When item `index` of `count` is rendered
      let value = strings.itemValue(index: index, count: count)
      // Then it names the 1-based position and the count, and no placeholder is left
      let position = String(index + 1)
      #expect(value.contains(String(count)), "\(tag): \(value)")
      #expect(
        value.replacingOccurrences(of: String(count), with: "#").contains(position)
          || position == String(count),
        "\(tag): \(value)")
      #expect(!value.contains("{"), "\(tag): \(value)")
    }
  }

  // MARK: Word order, where it differs from English

  @Test func theNumbersSitWhereEachLanguagePutsThem() {
    #expect(Strings(localizedFor: ["ja"]).itemValue(index: 2, count: 5) == "5件中3件目")
    #expect(Strings(localizedFor: ["ko"]).itemValue(index: 2, count: 5) == "5개 중 3번째 항목")
    #expect(Strings(localizedFor: ["zh-Hans"]).itemValue(index: 2, count: 5) == "第 3 项，共 5 项")
    #expect(Strings(localizedFor: ["zh-TW"]).itemValue(index: 2, count: 5) == "第 3 項，共 5 項")
    #expect(Strings(localizedFor: ["hi"]).itemValue(index: 2, count: 5) == "5 में से आइटम 3")
    #expect(Strings(localizedFor: ["hu"]).itemValue(index: 2, count: 5) == "3. elem, összesen 5")
  }

  @Test func rightToLeftLanguagesHaveTheirOwnWording() {
    let arabic = Strings(localizedFor: ["ar-SA"])
    let hebrew = Strings(localizedFor: ["he-IL"])
    #expect(arabic.itemValue(index: 2, count: 5) == "العنصر 3 من 5")
    #expect(hebrew.itemValue(index: 2, count: 5) == "פריט 3 מתוך 5")
    #expect(arabic.stopRotation == "إيقاف العرض التلقائي للشرائح")
    #expect(hebrew.startRotation == "הפעלת המצגת האוטומטית")
  }

  // MARK: Matching, case by case

  @Test func taiwanHongKongAndMacaoReadTraditionalChinese() {
    for preference in ["zh-TW", "zh-HK", "zh-MO", "zh_TW", "zh-Hant", "zh-Hant-HK", "zh-Hant-CN"] {
      #expect(chosen([preference]) == "zh-Hant", "\(preference)")
    }
  }

  @Test func chinaAndSingaporeReadSimplifiedChinese() {
    for preference in ["zh-CN", "zh-SG", "zh", "zh-Hans", "zh-Hans-CN", "zh-Hans-HK"] {
      #expect(chosen([preference]) == "zh-Hans", "\(preference)")
    }
  }

  @Test func portugalAndBrazilEachReadTheirOwnPortuguese() {
    #expect(chosen(["pt-PT"]) == "pt-PT")
    #expect(chosen(["pt-BR"]) == "pt-BR")
    // Portuguese without a region is Brazilian (as Apple's "pt" localization is)
    #expect(chosen(["pt"]) == "pt-BR")
    // Portuguese elsewhere follows Portugal
    #expect(chosen(["pt-AO"]) == "pt-PT")
    #expect(chosen(["pt-MZ"]) == "pt-PT")
    #expect(Strings(localizedFor: ["pt-PT"]) != Strings(localizedFor: ["pt-BR"]))
  }

  @Test func britishEnglishReadsEnglish() {
    #expect(chosen(["en-GB"]) == "en")
    #expect(chosen(["en-GB", "de"]) == "en")
    #expect(Strings(localizedFor: ["en-GB"]) == Self.english)
  }

  @Test func anUnknownLanguageReadsEnglish() {
    #expect(chosen(["xx"]) == "en")
    #expect(chosen(["tlh"]) == "en")
    #expect(chosen(["gsw-CH", "kl"]) == "en")
    #expect(Strings(localizedFor: ["xx"]) == Self.english)
  }

  @Test func malformedTagsAreSkipped() {
    #expect(chosen(["", "-", "1234", "x-private"]) == "en")
    #expect(chosen(["", "de"]) == "de")
  }

  @Test func anEmptyListReadsEnglish() {
    #expect(chosen([]) == "en")
    #expect(Strings(localizedFor: []) == Self.english)
  }

  @Test func theFirstSupportedPreferenceWinsOverLaterOnes() {
    #expect(chosen(["de", "fr"]) == "de")
    #expect(chosen(["fr-CA", "de"]) == "fr")
    #expect(chosen(["xx", "fr-CA", "de"]) == "fr")
    // A language match for an earlier preference beats an exact match for a later one
    #expect(chosen(["de-AT", "pt-PT"]) == "de")
  }

  @Test func serbianFollowsItsScript() {
    #expect(chosen(["sr"]) == "sr")
    #expect(chosen(["sr-RS"]) == "sr")
    #expect(chosen(["sr-Cyrl-ME"]) == "sr")
    #expect(chosen(["sr-Latn"]) == "sr-Latn")
    #expect(chosen(["sr-Latn-RS"]) == "sr-Latn")
    #expect(chosen(["sr-ME"]) == "sr-Latn")
  }

  @Test func norwegianAndNynorskReadBokmal() {
    for preference in ["nb", "nb-NO", "no", "no-NO", "nn", "nn-NO"] {
      #expect(chosen([preference]) == "nb", "\(preference)")
    }
  }

  @Test func extensionsAndKeywordsAreIgnored() {
    #expect(chosen(["de-DE-u-co-phonebk"]) == "de")
    #expect(chosen(["ja_JP@calendar=japanese"]) == "ja")
    #expect(chosen(["ar-EG-u-nu-arab"]) == "ar")
    #expect(chosen(["zh-TW-x-private"]) == "zh-Hant")
    // What follows a singleton is not a region or a script
    #expect(chosen(["zh-x-hk"]) == "zh-Hans")
    #expect(chosen(["pt-u-nu-latn"]) == "pt-BR")
  }
}
