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
    previousItem = chosen.previousItem
    nextItem = chosen.nextItem
    indicatorLabel = chosen.indicatorLabel
    itemsLabel = chosen.itemsLabel
    carouselRoleDescription = chosen.carouselRoleDescription
    itemRoleDescription = chosen.itemRoleDescription
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
  var previousItem: String
  var nextItem: String
  var indicatorLabel: String
  var itemsLabel: String
  var carouselRoleDescription: String
  var itemRoleDescription: String

  init(
    _ identifier: String, item: String, stop: String, start: String, previous: String,
    next: String, indicator: String, slides: String, carousel: String, slide: String
  ) {
    self.identifier = identifier
    // The table's tags are well formed (the tests parse every one back to itself).
    tag = LanguageTag(identifier) ?? LanguageTag(language: identifier)
    itemTemplate = item
    stopRotation = stop
    startRotation = start
    previousItem = previous
    nextItem = next
    indicatorLabel = indicator
    itemsLabel = slides
    carouselRoleDescription = carousel
    itemRoleDescription = slide
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
  /// The words of the controls and the role descriptions are the platforms' own where they
  /// have them (Keynote's "slide": "Folie", "diapositive", "投影片" in Taiwan); where a
  /// language's plural is its singular, the items' label is a list of them ("スライド一覧"),
  /// so that it never reads as the role of one slide.
  private static let translations: [Translation] = [
    Translation(
      "en", item: "Item {index} of {count}",
      stop: "Stop automatic slide show", start: "Start automatic slide show",
      previous: "Previous slide", next: "Next slide", indicator: "Choose a slide", slides: "Slides",
      carousel: "carousel", slide: "slide"),
    Translation(
      "ar", item: "العنصر {index} من {count}",
      stop: "إيقاف العرض التلقائي للشرائح", start: "بدء العرض التلقائي للشرائح",
      previous: "الشريحة السابقة", next: "الشريحة التالية", indicator: "اختيار شريحة",
      slides: "الشرائح",
      carousel: "عرض دوّار", slide: "شريحة"),
    Translation(
      "bg", item: "Елемент {index} от {count}",
      stop: "Спиране на автоматичното слайдшоу", start: "Стартиране на автоматичното слайдшоу",
      previous: "Предишен слайд", next: "Следващ слайд", indicator: "Избор на слайд",
      slides: "Слайдове",
      carousel: "въртележка", slide: "слайд"),
    Translation(
      "ca", item: "Element {index} de {count}",
      stop: "Atura la presentació automàtica", start: "Inicia la presentació automàtica",
      previous: "Diapositiva anterior", next: "Diapositiva següent",
      indicator: "Tria una diapositiva", slides: "Diapositives",
      carousel: "carrusel", slide: "diapositiva"),
    Translation(
      "cs", item: "Položka {index} z {count}",
      stop: "Zastavit automatickou prezentaci", start: "Spustit automatickou prezentaci",
      previous: "Předchozí snímek", next: "Další snímek", indicator: "Vybrat snímek",
      slides: "Snímky",
      carousel: "karusel", slide: "snímek"),
    Translation(
      "da", item: "Element {index} af {count}",
      stop: "Stop automatisk diasshow", start: "Start automatisk diasshow",
      previous: "Forrige dias", next: "Næste dias", indicator: "Vælg et dias", slides: "Dias",
      carousel: "karrusel", slide: "dias"),
    Translation(
      "de", item: "Element {index} von {count}",
      stop: "Automatische Diashow anhalten", start: "Automatische Diashow starten",
      previous: "Vorherige Folie", next: "Nächste Folie", indicator: "Folie auswählen",
      slides: "Folien",
      carousel: "Karussell", slide: "Folie"),
    Translation(
      "el", item: "Στοιχείο {index} από {count}",
      stop: "Διακοπή αυτόματης προβολής διαφανειών",
      start: "Έναρξη αυτόματης προβολής διαφανειών",
      previous: "Προηγούμενη διαφάνεια", next: "Επόμενη διαφάνεια", indicator: "Επιλογή διαφάνειας",
      slides: "Διαφάνειες",
      carousel: "καρουζέλ", slide: "διαφάνεια"),
    Translation(
      "es", item: "Elemento {index} de {count}",
      stop: "Detener la presentación automática", start: "Iniciar la presentación automática",
      previous: "Diapositiva anterior", next: "Diapositiva siguiente",
      indicator: "Elegir una diapositiva", slides: "Diapositivas",
      carousel: "carrusel", slide: "diapositiva"),
    Translation(
      "et", item: "Üksus {index} {count}-st",
      stop: "Peata automaatne slaidiseanss", start: "Käivita automaatne slaidiseanss",
      previous: "Eelmine slaid", next: "Järgmine slaid", indicator: "Vali slaid", slides: "Slaidid",
      carousel: "karussell", slide: "slaid"),
    Translation(
      "fi", item: "Kohde {index}, yhteensä {count}",
      stop: "Pysäytä automaattinen diaesitys", start: "Käynnistä automaattinen diaesitys",
      previous: "Edellinen dia", next: "Seuraava dia", indicator: "Valitse dia", slides: "Diat",
      carousel: "karuselli", slide: "dia"),
    Translation(
      "fr", item: "Élément {index} sur {count}",
      stop: "Arrêter le diaporama automatique", start: "Démarrer le diaporama automatique",
      previous: "Diapositive précédente", next: "Diapositive suivante",
      indicator: "Choisir une diapositive", slides: "Diapositives",
      carousel: "carrousel", slide: "diapositive"),
    Translation(
      "he", item: "פריט {index} מתוך {count}",
      stop: "עצירת המצגת האוטומטית", start: "הפעלת המצגת האוטומטית",
      previous: "השקופית הקודמת", next: "השקופית הבאה", indicator: "בחירת שקופית",
      slides: "שקופיות",
      carousel: "קרוסלה", slide: "שקופית"),
    Translation(
      "hi", item: "{count} में से आइटम {index}",
      stop: "स्वचालित स्लाइड शो रोकें", start: "स्वचालित स्लाइड शो शुरू करें",
      previous: "पिछली स्लाइड", next: "अगली स्लाइड", indicator: "स्लाइड चुनें", slides: "स्लाइडें",
      carousel: "कैरसेल", slide: "स्लाइड"),
    Translation(
      "hr", item: "Stavka {index} od {count}",
      stop: "Zaustavi automatsku dijaprojekciju", start: "Pokreni automatsku dijaprojekciju",
      previous: "Prethodni slajd", next: "Sljedeći slajd", indicator: "Odaberi slajd",
      slides: "Slajdovi",
      carousel: "vrtuljak", slide: "slajd"),
    Translation(
      "hu", item: "{index}. elem, összesen {count}",
      stop: "Automatikus diavetítés leállítása", start: "Automatikus diavetítés indítása",
      previous: "Előző dia", next: "Következő dia", indicator: "Dia kiválasztása", slides: "Diák",
      carousel: "körhinta", slide: "dia"),
    Translation(
      "id", item: "Item {index} dari {count}",
      stop: "Hentikan tayangan slide otomatis", start: "Mulai tayangan slide otomatis",
      previous: "Slide sebelumnya", next: "Slide berikutnya", indicator: "Pilih slide",
      slides: "Daftar slide",
      carousel: "korsel", slide: "slide"),
    Translation(
      "it", item: "Elemento {index} di {count}",
      stop: "Interrompi la presentazione automatica", start: "Avvia la presentazione automatica",
      previous: "Diapositiva precedente", next: "Diapositiva successiva",
      indicator: "Scegli una diapositiva", slides: "Diapositive",
      carousel: "carosello", slide: "diapositiva"),
    Translation(
      "ja", item: "{count}件中{index}件目",
      stop: "スライドショーの自動再生を停止", start: "スライドショーの自動再生を開始",
      previous: "前のスライド", next: "次のスライド", indicator: "スライドを選択", slides: "スライド一覧",
      carousel: "カルーセル", slide: "スライド"),
    Translation(
      "ko", item: "{count}개 중 {index}번째 항목",
      stop: "자동 슬라이드 쇼 중지", start: "자동 슬라이드 쇼 시작",
      previous: "이전 슬라이드", next: "다음 슬라이드", indicator: "슬라이드 선택", slides: "슬라이드 목록",
      carousel: "캐러셀", slide: "슬라이드"),
    Translation(
      "lt", item: "Elementas {index} iš {count}",
      stop: "Sustabdyti automatinį skaidrių demonstravimą",
      start: "Paleisti automatinį skaidrių demonstravimą",
      previous: "Ankstesnė skaidrė", next: "Kita skaidrė", indicator: "Pasirinkti skaidrę",
      slides: "Skaidrės",
      carousel: "karuselė", slide: "skaidrė"),
    Translation(
      "lv", item: "Vienums {index} no {count}",
      stop: "Apturēt automātisko slaidrādi", start: "Sākt automātisko slaidrādi",
      previous: "Iepriekšējais slaids", next: "Nākamais slaids", indicator: "Izvēlēties slaidu",
      slides: "Slaidi",
      carousel: "karuselis", slide: "slaids"),
    Translation(
      "ms", item: "Item {index} daripada {count}",
      stop: "Hentikan tayangan slaid automatik", start: "Mulakan tayangan slaid automatik",
      previous: "Slaid sebelumnya", next: "Slaid seterusnya", indicator: "Pilih slaid",
      slides: "Senarai slaid",
      carousel: "karusel", slide: "slaid"),
    Translation(
      "nb", item: "Element {index} av {count}",
      stop: "Stopp automatisk lysbildefremvisning", start: "Start automatisk lysbildefremvisning",
      previous: "Forrige lysbilde", next: "Neste lysbilde", indicator: "Velg et lysbilde",
      slides: "Lysbilder",
      carousel: "karusell", slide: "lysbilde"),
    Translation(
      "nl", item: "Item {index} van {count}",
      stop: "Automatische diavoorstelling stoppen", start: "Automatische diavoorstelling starten",
      previous: "Vorige dia", next: "Volgende dia", indicator: "Dia kiezen", slides: "Dia's",
      carousel: "carrousel", slide: "dia"),
    Translation(
      "pl", item: "Element {index} z {count}",
      stop: "Zatrzymaj automatyczny pokaz slajdów", start: "Uruchom automatyczny pokaz slajdów",
      previous: "Poprzedni slajd", next: "Następny slajd", indicator: "Wybierz slajd",
      slides: "Slajdy",
      carousel: "karuzela", slide: "slajd"),
    Translation(
      "pt-BR", item: "Item {index} de {count}",
      stop: "Parar a apresentação automática de slides",
      start: "Iniciar a apresentação automática de slides",
      previous: "Slide anterior", next: "Próximo slide", indicator: "Escolher um slide",
      slides: "Lista de slides",
      carousel: "carrossel", slide: "slide"),
    Translation(
      "pt-PT", item: "Elemento {index} de {count}",
      stop: "Parar a apresentação automática de diapositivos",
      start: "Iniciar a apresentação automática de diapositivos",
      previous: "Diapositivo anterior", next: "Diapositivo seguinte",
      indicator: "Escolher um diapositivo", slides: "Diapositivos",
      carousel: "carrossel", slide: "diapositivo"),
    Translation(
      "ro", item: "Elementul {index} din {count}",
      stop: "Oprește prezentarea automată", start: "Pornește prezentarea automată",
      previous: "Diapozitivul anterior", next: "Diapozitivul următor",
      indicator: "Alege un diapozitiv", slides: "Diapozitive",
      carousel: "carusel", slide: "diapozitiv"),
    Translation(
      "ru", item: "Элемент {index} из {count}",
      stop: "Остановить автоматическое слайд-шоу", start: "Запустить автоматическое слайд-шоу",
      previous: "Предыдущий слайд", next: "Следующий слайд", indicator: "Выбрать слайд",
      slides: "Слайды",
      carousel: "карусель", slide: "слайд"),
    Translation(
      "sk", item: "Položka {index} z {count}",
      stop: "Zastaviť automatickú prezentáciu", start: "Spustiť automatickú prezentáciu",
      previous: "Predchádzajúca snímka", next: "Nasledujúca snímka", indicator: "Vybrať snímku",
      slides: "Snímky",
      carousel: "karusel", slide: "snímka"),
    Translation(
      "sl", item: "Element {index} od {count}",
      stop: "Ustavi samodejno diaprojekcijo", start: "Zaženi samodejno diaprojekcijo",
      previous: "Prejšnji diapozitiv", next: "Naslednji diapozitiv", indicator: "Izberi diapozitiv",
      slides: "Diapozitivi",
      carousel: "vrtiljak", slide: "diapozitiv"),
    Translation(
      "sr", item: "Ставка {index} од {count}",
      stop: "Заустави аутоматску пројекцију слајдова",
      start: "Покрени аутоматску пројекцију слајдова",
      previous: "Претходни слајд", next: "Следећи слајд", indicator: "Изабери слајд",
      slides: "Слајдови",
      carousel: "вртешка", slide: "слајд"),
    Translation(
      "sr-Latn", item: "Stavka {index} od {count}",
      stop: "Zaustavi automatsku projekciju slajdova",
      start: "Pokreni automatsku projekciju slajdova",
      previous: "Prethodni slajd", next: "Sledeći slajd", indicator: "Izaberi slajd",
      slides: "Slajdovi",
      carousel: "vrteška", slide: "slajd"),
    Translation(
      "sv", item: "Objekt {index} av {count}",
      stop: "Stoppa automatiskt bildspel", start: "Starta automatiskt bildspel",
      previous: "Föregående bild", next: "Nästa bild", indicator: "Välj en bild", slides: "Bilder",
      carousel: "karusell", slide: "bild"),
    Translation(
      "th", item: "รายการที่ {index} จาก {count}",
      stop: "หยุดสไลด์โชว์อัตโนมัติ", start: "เริ่มสไลด์โชว์อัตโนมัติ",
      previous: "สไลด์ก่อนหน้า", next: "สไลด์ถัดไป", indicator: "เลือกสไลด์", slides: "รายการสไลด์",
      carousel: "ภาพหมุนเวียน", slide: "สไลด์"),
    Translation(
      "tr", item: "Öğe {index}, toplam {count}",
      stop: "Otomatik slayt gösterisini durdur", start: "Otomatik slayt gösterisini başlat",
      previous: "Önceki slayt", next: "Sonraki slayt", indicator: "Slayt seç", slides: "Slaytlar",
      carousel: "karusel", slide: "slayt"),
    Translation(
      "uk", item: "Елемент {index} з {count}",
      stop: "Зупинити автоматичне слайд-шоу", start: "Запустити автоматичне слайд-шоу",
      previous: "Попередній слайд", next: "Наступний слайд", indicator: "Вибрати слайд",
      slides: "Слайди",
      carousel: "карусель", slide: "слайд"),
    Translation(
      "vi", item: "Mục {index} trong số {count}",
      stop: "Dừng trình chiếu tự động", start: "Bắt đầu trình chiếu tự động",
      previous: "Trang chiếu trước", next: "Trang chiếu tiếp theo", indicator: "Chọn trang chiếu",
      slides: "Danh sách trang chiếu",
      carousel: "băng chuyền", slide: "trang chiếu"),
    Translation(
      "zh-Hans", item: "第 {index} 项，共 {count} 项",
      stop: "停止自动轮播", start: "开始自动轮播",
      previous: "上一张幻灯片", next: "下一张幻灯片", indicator: "选择幻灯片", slides: "幻灯片列表",
      carousel: "轮播", slide: "幻灯片"),
    Translation(
      "zh-Hant", item: "第 {index} 項，共 {count} 項",
      stop: "停止自動輪播", start: "開始自動輪播",
      previous: "上一張投影片", next: "下一張投影片", indicator: "選擇投影片", slides: "投影片列表",
      carousel: "輪播", slide: "投影片"),
  ]
}
