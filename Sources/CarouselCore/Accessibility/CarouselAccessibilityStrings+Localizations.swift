// The carousel's accessibility wording in the languages it ships, for every front end (the web
// element's too). A table in Swift rather than a package resource: resources need
// `Bundle.module`, which the plain swiftc type-check of the Apple front ends and the
// WebAssembly build do not have.

extension CarouselAccessibilityStrings {
  /// The wording for the first of `preferredLanguages` that is shipped, or English.
  ///
  /// Each preference is matched as a BCP 47 tag: the exact tag ("pt-PT"), then the language
  /// in its script ("zh-TW" and "zh-HK" read Traditional Chinese, "zh-CN" and "zh-SG"
  /// Simplified; Portuguese outside Brazil reads European Portuguese), then the language
  /// alone ("en-GB" reads English). A later preference is used only when an earlier one has
  /// no match at all.
  ///
  /// Numbers are written with ASCII digits in every language. VoiceOver speaks them in the
  /// voice's language; the engine renders the template without Foundation, so it cannot use
  /// a locale's own digits (Arabic-Indic, for example).
  ///
  /// ```swift
  /// let strings = CarouselAccessibilityStrings(localizedFor: ["zh-TW", "en"])
  /// strings.itemValue(index: 2, count: 5)  // "第 3 項，共 5 項"
  /// ```
  ///
  /// - Parameter preferredLanguages: Language tags, most preferred first, as in
  ///   `Locale.preferredLanguages` or `Bundle.main.preferredLocalizations`.
  /// - Complexity: O(*n* × *m*), where *n* is the number of preferences and *m* the number
  ///   of ``localizations``.
  public init(localizedFor preferredLanguages: [String]) {
    self.init()
    let chosen = Self.preferredTranslation(for: preferredLanguages)
    itemTemplate = chosen.itemTemplate
    stopRotation = chosen.stopRotation
    startRotation = chosen.startRotation
  }

  /// The shipped localizations as BCP 47 tags, English first: "en", "ar", "bg", ...
  public static var localizations: [String] { translations.map { $0.identifier } }

  /// The shipped localization that ``init(localizedFor:)`` uses for `preferredLanguages`.
  ///
  /// ```swift
  /// CarouselAccessibilityStrings.preferredLocalization(for: ["pt-AO"])  // "pt-PT"
  /// ```
  ///
  /// - Parameter preferredLanguages: Language tags, most preferred first.
  /// - Returns: One of ``localizations``; "en" when no preference matches.
  /// - Complexity: O(*n* × *m*), where *n* is the number of preferences and *m* the number
  ///   of ``localizations``.
  public static func preferredLocalization(for preferredLanguages: [String]) -> String {
    preferredTranslation(for: preferredLanguages).identifier
  }

  private static func preferredTranslation(for preferredLanguages: [String]) -> Translation {
    for preference in preferredLanguages {
      guard let tag = LanguageTag(preference)?.canonicalized else { continue }
      if let match = translation(matching: tag) { return match }
    }
    return translations[0]
  }

  /// The translation for one preference, or nil when its language is not shipped.
  private static func translation(matching wanted: LanguageTag) -> Translation? {
    // The exact tag.
    if let exact = translations.first(where: { $0.tag == wanted }) { return exact }
    let sameLanguage = translations.filter { $0.tag.language == wanted.language }
    // The language in the script it is written in and, for Portuguese, the variety read in
    // the wanted region. A side that names no script agrees with any.
    let inScript = sameLanguage.first { translation in
      let scripts = (translation.tag.likelyScript, wanted.likelyScript)
      let scriptAgrees = scripts.0 == nil || scripts.1 == nil || scripts.0 == scripts.1
      let regionAgrees =
        translation.tag.region == nil || translation.tag.region == wanted.variantRegion
      return scriptAgrees && regionAgrees
    }
    // The language alone: its first translation (pt-BR, sr in Cyrillic, zh-Hans).
    return inScript ?? sameLanguage.first
  }
}

/// One shipped localization.
private struct Translation: Sendable {
  /// The tag as written in the table.
  var identifier: String
  var tag: LanguageTag
  var itemTemplate: String
  var stopRotation: String
  var startRotation: String

  init(_ identifier: String, item: String, stop: String, start: String) {
    self.identifier = identifier
    // The table's tags are well formed (the tests parse every one back to itself).
    tag = LanguageTag(identifier) ?? LanguageTag(language: identifier)
    itemTemplate = item
    stopRotation = stop
    startRotation = start
  }
}

extension CarouselAccessibilityStrings {
  /// The shipped wording, English first (the fallback), then by tag. A language with several
  /// entries lists its default first: pt-BR, sr (Cyrillic), zh-Hans.
  ///
  /// The languages: those of the carousel libraries and system controls that ship
  /// accessibility wording (the 34 locales of the embla-carousel-aria plugin; the iOS system
  /// languages, in which UIPageControl reads its "page 1 of 3"), with Arabic and Hebrew for
  /// right-to-left.
  /// `{index}` and `{count}` sit where each language puts them ("{count}件中{index}件目").
  private static let translations: [Translation] = [
    Translation(
      "en", item: "Item {index} of {count}",
      stop: "Stop automatic slide show", start: "Start automatic slide show"),
    Translation(
      "ar", item: "العنصر {index} من {count}",
      stop: "إيقاف العرض التلقائي للشرائح", start: "بدء العرض التلقائي للشرائح"),
    Translation(
      "bg", item: "Елемент {index} от {count}",
      stop: "Спиране на автоматичното слайдшоу", start: "Стартиране на автоматичното слайдшоу"),
    Translation(
      "ca", item: "Element {index} de {count}",
      stop: "Atura la presentació automàtica", start: "Inicia la presentació automàtica"),
    Translation(
      "cs", item: "Položka {index} z {count}",
      stop: "Zastavit automatickou prezentaci", start: "Spustit automatickou prezentaci"),
    Translation(
      "da", item: "Element {index} af {count}",
      stop: "Stop automatisk diasshow", start: "Start automatisk diasshow"),
    Translation(
      "de", item: "Element {index} von {count}",
      stop: "Automatische Diashow anhalten", start: "Automatische Diashow starten"),
    Translation(
      "el", item: "Στοιχείο {index} από {count}",
      stop: "Διακοπή αυτόματης προβολής διαφανειών",
      start: "Έναρξη αυτόματης προβολής διαφανειών"),
    Translation(
      "es", item: "Elemento {index} de {count}",
      stop: "Detener la presentación automática", start: "Iniciar la presentación automática"),
    Translation(
      "et", item: "Üksus {index} {count}-st",
      stop: "Peata automaatne slaidiseanss", start: "Käivita automaatne slaidiseanss"),
    Translation(
      "fi", item: "Kohde {index}, yhteensä {count}",
      stop: "Pysäytä automaattinen diaesitys", start: "Käynnistä automaattinen diaesitys"),
    Translation(
      "fr", item: "Élément {index} sur {count}",
      stop: "Arrêter le diaporama automatique", start: "Démarrer le diaporama automatique"),
    Translation(
      "he", item: "פריט {index} מתוך {count}",
      stop: "עצירת המצגת האוטומטית", start: "הפעלת המצגת האוטומטית"),
    Translation(
      "hi", item: "{count} में से आइटम {index}",
      stop: "स्वचालित स्लाइड शो रोकें", start: "स्वचालित स्लाइड शो शुरू करें"),
    Translation(
      "hr", item: "Stavka {index} od {count}",
      stop: "Zaustavi automatsku dijaprojekciju", start: "Pokreni automatsku dijaprojekciju"),
    Translation(
      "hu", item: "{index}. elem, összesen {count}",
      stop: "Automatikus diavetítés leállítása", start: "Automatikus diavetítés indítása"),
    Translation(
      "id", item: "Item {index} dari {count}",
      stop: "Hentikan tayangan slide otomatis", start: "Mulai tayangan slide otomatis"),
    Translation(
      "it", item: "Elemento {index} di {count}",
      stop: "Interrompi la presentazione automatica", start: "Avvia la presentazione automatica"),
    Translation(
      "ja", item: "{count}件中{index}件目",
      stop: "スライドショーの自動再生を停止", start: "スライドショーの自動再生を開始"),
    Translation(
      "ko", item: "{count}개 중 {index}번째 항목",
      stop: "자동 슬라이드 쇼 중지", start: "자동 슬라이드 쇼 시작"),
    Translation(
      "lt", item: "Elementas {index} iš {count}",
      stop: "Sustabdyti automatinį skaidrių demonstravimą",
      start: "Paleisti automatinį skaidrių demonstravimą"),
    Translation(
      "lv", item: "Vienums {index} no {count}",
      stop: "Apturēt automātisko slaidrādi", start: "Sākt automātisko slaidrādi"),
    Translation(
      "ms", item: "Item {index} daripada {count}",
      stop: "Hentikan tayangan slaid automatik", start: "Mulakan tayangan slaid automatik"),
    Translation(
      "nb", item: "Element {index} av {count}",
      stop: "Stopp automatisk lysbildefremvisning", start: "Start automatisk lysbildefremvisning"),
    Translation(
      "nl", item: "Item {index} van {count}",
      stop: "Automatische diavoorstelling stoppen", start: "Automatische diavoorstelling starten"),
    Translation(
      "pl", item: "Element {index} z {count}",
      stop: "Zatrzymaj automatyczny pokaz slajdów", start: "Uruchom automatyczny pokaz slajdów"),
    Translation(
      "pt-BR", item: "Item {index} de {count}",
      stop: "Parar a apresentação automática de slides",
      start: "Iniciar a apresentação automática de slides"),
    Translation(
      "pt-PT", item: "Elemento {index} de {count}",
      stop: "Parar a apresentação automática de diapositivos",
      start: "Iniciar a apresentação automática de diapositivos"),
    Translation(
      "ro", item: "Elementul {index} din {count}",
      stop: "Oprește prezentarea automată", start: "Pornește prezentarea automată"),
    Translation(
      "ru", item: "Элемент {index} из {count}",
      stop: "Остановить автоматическое слайд-шоу", start: "Запустить автоматическое слайд-шоу"),
    Translation(
      "sk", item: "Položka {index} z {count}",
      stop: "Zastaviť automatickú prezentáciu", start: "Spustiť automatickú prezentáciu"),
    Translation(
      "sl", item: "Element {index} od {count}",
      stop: "Ustavi samodejno diaprojekcijo", start: "Zaženi samodejno diaprojekcijo"),
    Translation(
      "sr", item: "Ставка {index} од {count}",
      stop: "Заустави аутоматску пројекцију слајдова",
      start: "Покрени аутоматску пројекцију слајдова"),
    Translation(
      "sr-Latn", item: "Stavka {index} od {count}",
      stop: "Zaustavi automatsku projekciju slajdova",
      start: "Pokreni automatsku projekciju slajdova"),
    Translation(
      "sv", item: "Objekt {index} av {count}",
      stop: "Stoppa automatiskt bildspel", start: "Starta automatiskt bildspel"),
    Translation(
      "th", item: "รายการที่ {index} จาก {count}",
      stop: "หยุดสไลด์โชว์อัตโนมัติ", start: "เริ่มสไลด์โชว์อัตโนมัติ"),
    Translation(
      "tr", item: "Öğe {index}, toplam {count}",
      stop: "Otomatik slayt gösterisini durdur", start: "Otomatik slayt gösterisini başlat"),
    Translation(
      "uk", item: "Елемент {index} з {count}",
      stop: "Зупинити автоматичне слайд-шоу", start: "Запустити автоматичне слайд-шоу"),
    Translation(
      "vi", item: "Mục {index} trong số {count}",
      stop: "Dừng trình chiếu tự động", start: "Bắt đầu trình chiếu tự động"),
    Translation(
      "zh-Hans", item: "第 {index} 项，共 {count} 项",
      stop: "停止自动轮播", start: "开始自动轮播"),
    Translation(
      "zh-Hant", item: "第 {index} 項，共 {count} 項",
      stop: "停止自動輪播", start: "開始自動輪播"),
  ]
}
