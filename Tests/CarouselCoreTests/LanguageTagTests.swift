import Testing

@testable import CarouselCore

/// Language tags are read byte by byte (their subtags are ASCII), so that the Embedded Swift
/// build for the web needs no Unicode tables to choose its words.
@Suite struct LanguageTagTests {
  @Test(
    arguments: [
      ("en", "en"), ("EN", "en"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"),
      ("zh-hant-tw", "zh-Hant-TW"), ("sr-LATN", "sr-Latn"), ("es-419", "es-419"),
      ("en-US-u-ca-gregory", "en-US"), ("de-CH-x-private", "de-CH"),
      ("de_DE@calendar=gregorian", "de-DE"), ("-en--GB-", "en-GB"), ("ja-JP-u-nu-latn", "ja-JP"),
      ("en-a-DE", "en"), ("nb-NO-1996", "nb-NO"), ("en@", "en"),
    ])
  func aTagIsReadToItsLanguageScriptAndRegion(tag: String, expected: String) {
    #expect(LanguageTag(tag)?.identifier == expected)
  }

  @Test(arguments: ["", "e", "x-private", "123", "toolonglanguage", "é", "日本語", "@en"])
  func whatStartsWithNoLanguageIsNoTag(tag: String) {
    #expect(LanguageTag(tag) == nil)
  }

  @Test func tagsAreEqualWhenTheirSubtagsAre() {
    // Subtags compare as integers, their letters cased as tags write them
    #expect(LanguageTag("zh_hant_TW") == LanguageTag("zh-Hant-TW"))
    #expect(LanguageTag("ZH-hANT-tw") == LanguageTag(language: "zh", script: "Hant", region: "TW"))
    #expect(LanguageTag("abcdefghi-en") == nil)
    #expect(LanguageTag("abcdefgh")?.identifier == "abcdefgh")
    #expect(LanguageTag("abcdefgh") != LanguageTag("abcdefg"))
    #expect(LanguageTag("zh-Hant") != LanguageTag("zh-Hant-TW"))
    #expect(LanguageTag("zh-Hant") != LanguageTag("zh-Hans"))
    #expect(LanguageTag("pt-BR") != LanguageTag("pt-PT"))
    #expect(LanguageTag("sr-Latn") != LanguageTag("sr"))
    #expect(LanguageTag(language: "pt") != LanguageTag(language: "pt", region: "BR"))
  }
  @Test func aSubtagWithACharacterOutsideASCIIIsNoneTheTagUses() {
    // A region or script written with other characters is not one.
    #expect(LanguageTag("de-ÇH")?.identifier == "de")
    #expect(LanguageTag("sr-Łatn-RS")?.identifier == "sr-RS")
  }

  @Test func aPreferenceChoosesItsLanguagesWording() {
    // The cases the web element meets: a page's `lang`, then the browser's languages.
    let cases: [([String], String)] = [
      (["de-CH", "en-US"], "Automatische Diashow anhalten"),
      (["xx", "fr-CA"], "Arrêter le diaporama automatique"),
      (["zh-TW"], "停止自動輪播"), (["zh"], "停止自动轮播"), (["no"], "Stopp automatisk lysbildefremvisning"),
      (["pt-AO"], "Parar a apresentação automática de diapositivos"),
      ([], "Stop automatic slide show"),
    ]
    for (languages, stop) in cases {
      #expect(
        CarouselAccessibilityStrings(localizedFor: languages).stopRotation == stop, "\(languages)")
    }
  }
}
