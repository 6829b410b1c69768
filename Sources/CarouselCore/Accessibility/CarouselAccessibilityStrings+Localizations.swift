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
    self = Self.translations[Self.preferredTranslation(for: preferredLanguages)].strings
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
    translations[preferredTranslation(for: preferredLanguages)].identifier
  }

  // The matching works with indices into `translations`: a translation is a dozen strings,
  // and each copy of one retains and releases them all.

  /// The index of the translation for `preferredLanguages`.
  private static func preferredTranslation(for preferredLanguages: [String]) -> Int {
    for preference in preferredLanguages {
      guard let tag = LanguageTag(preference)?.canonicalized else { continue }
      if let match = translation(matching: tag) { return match }
    }
    return 0
  }

  /// The index of the translation for one preference, or nil when its language is not
  /// shipped.
  private static func translation(matching wanted: LanguageTag) -> Int? {
    // The exact tag.
    if let exact = translations.firstIndex(where: { $0.tag == wanted }) { return exact }
    // Else, among the translations of the language: the first in the script it is written in
    // and, for Portuguese, the variety read in the wanted region (a side that names no script
    // agrees with any), or the language alone: its first translation (pt-BR, sr in Cyrillic,
    // zh-Hans).
    var firstOfLanguage: Int?
    for index in translations.indices where translations[index].tag.language == wanted.language {
      let tag = translations[index].tag
      let scripts = (tag.likelyScript, wanted.likelyScript)
      let scriptAgrees = scripts.0 == nil || scripts.1 == nil || scripts.0 == scripts.1
      let regionAgrees = tag.region == nil || tag.region == wanted.variantRegion
      if scriptAgrees && regionAgrees { return index }
      firstOfLanguage = firstOfLanguage ?? index
    }
    return firstOfLanguage
  }
}

/// One shipped localization.
private struct Translation: Sendable {
  /// The tag as written in the table.
  var identifier: String
  var tag: LanguageTag
  var strings: CarouselAccessibilityStrings

  /// Reads one entry of the table: the tag, then the wording in the order of `fields`.
  init(_ fields: [String]) {
    identifier = fields[0]
    // The table's tags are well formed (the tests parse every one back to itself); one that
    // were not would match no preference.
    tag = LanguageTag(identifier) ?? LanguageTag(language: "")
    strings = CarouselAccessibilityStrings(tableFields: fields)
  }
}

extension CarouselAccessibilityStrings {
  /// The wording of one entry of the table, after its tag.
  fileprivate init(tableFields fields: [String]) {
    itemTemplate = fields[1]
    stopRotation = fields[2]
    startRotation = fields[3]
    previousItem = fields[4]
    nextItem = fields[5]
    indicatorLabel = fields[6]
    itemsLabel = fields[7]
    carouselRoleDescription = fields[8]
    itemRoleDescription = fields[9]
  }
}

extension CarouselAccessibilityStrings {
  /// The shipped wording, English first (the fallback), then by tag, read once from `table`.
  private static let translations: [Translation] = {
    // A plain walk over the bytes: the WebAssembly build keeps it much smaller than `split`.
    var translations: [Translation] = []
    var fields: [String] = []
    var field: [UInt8] = []
    // Not inlined: it is called twice, and each copy of it parses a tag and copies the words.
    @inline(never) func endEntry() {
      guard !fields.isEmpty else { return }
      translations.append(Translation(fields))
      fields.removeAll(keepingCapacity: true)
    }
    for byte in table.utf8Bytes {
      guard byte == UInt8(ascii: "\n") else {
        field.append(byte)
        continue
      }
      // A line is a field; an empty line ends an entry.
      if field.isEmpty {
        endEntry()
      } else {
        fields.append(String(utf8: field))
        field.removeAll(keepingCapacity: true)
      }
    }
    fields.append(String(utf8: field))
    endEntry()
    return translations
  }()

  /// The table as text, an entry a language, entries apart by an empty line: the tag, then a
  /// line each for the item's template (`itemTemplate`), the stop and start controls, the
  /// previous and next controls, the indicator's label, the items' label and the carousel's
  /// and an item's role descriptions. One literal rather than an array of values: the
  /// WebAssembly build keeps it as bytes, where an array literal is code for every string
  /// (9 KB more).
  ///
  /// A language with several entries lists its default first: pt-BR, sr (Cyrillic), zh-Hans.
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
  private static let table = """
    en
    Item {index} of {count}
    Stop automatic slide show
    Start automatic slide show
    Previous slide
    Next slide
    Choose a slide
    Slides
    carousel
    slide

    ar
    العنصر {index} من {count}
    إيقاف العرض التلقائي للشرائح
    بدء العرض التلقائي للشرائح
    الشريحة السابقة
    الشريحة التالية
    اختيار شريحة
    الشرائح
    عرض دوّار
    شريحة

    bg
    Елемент {index} от {count}
    Спиране на автоматичното слайдшоу
    Стартиране на автоматичното слайдшоу
    Предишен слайд
    Следващ слайд
    Избор на слайд
    Слайдове
    въртележка
    слайд

    ca
    Element {index} de {count}
    Atura la presentació automàtica
    Inicia la presentació automàtica
    Diapositiva anterior
    Diapositiva següent
    Tria una diapositiva
    Diapositives
    carrusel
    diapositiva

    cs
    Položka {index} z {count}
    Zastavit automatickou prezentaci
    Spustit automatickou prezentaci
    Předchozí snímek
    Další snímek
    Vybrat snímek
    Snímky
    karusel
    snímek

    da
    Element {index} af {count}
    Stop automatisk diasshow
    Start automatisk diasshow
    Forrige dias
    Næste dias
    Vælg et dias
    Dias
    karrusel
    dias

    de
    Element {index} von {count}
    Automatische Diashow anhalten
    Automatische Diashow starten
    Vorherige Folie
    Nächste Folie
    Folie auswählen
    Folien
    Karussell
    Folie

    el
    Στοιχείο {index} από {count}
    Διακοπή αυτόματης προβολής διαφανειών
    Έναρξη αυτόματης προβολής διαφανειών
    Προηγούμενη διαφάνεια
    Επόμενη διαφάνεια
    Επιλογή διαφάνειας
    Διαφάνειες
    καρουζέλ
    διαφάνεια

    es
    Elemento {index} de {count}
    Detener la presentación automática
    Iniciar la presentación automática
    Diapositiva anterior
    Diapositiva siguiente
    Elegir una diapositiva
    Diapositivas
    carrusel
    diapositiva

    et
    Üksus {index} {count}-st
    Peata automaatne slaidiseanss
    Käivita automaatne slaidiseanss
    Eelmine slaid
    Järgmine slaid
    Vali slaid
    Slaidid
    karussell
    slaid

    fi
    Kohde {index}, yhteensä {count}
    Pysäytä automaattinen diaesitys
    Käynnistä automaattinen diaesitys
    Edellinen dia
    Seuraava dia
    Valitse dia
    Diat
    karuselli
    dia

    fr
    Élément {index} sur {count}
    Arrêter le diaporama automatique
    Démarrer le diaporama automatique
    Diapositive précédente
    Diapositive suivante
    Choisir une diapositive
    Diapositives
    carrousel
    diapositive

    he
    פריט {index} מתוך {count}
    עצירת המצגת האוטומטית
    הפעלת המצגת האוטומטית
    השקופית הקודמת
    השקופית הבאה
    בחירת שקופית
    שקופיות
    קרוסלה
    שקופית

    hi
    {count} में से आइटम {index}
    स्वचालित स्लाइड शो रोकें
    स्वचालित स्लाइड शो शुरू करें
    पिछली स्लाइड
    अगली स्लाइड
    स्लाइड चुनें
    स्लाइडें
    कैरसेल
    स्लाइड

    hr
    Stavka {index} od {count}
    Zaustavi automatsku dijaprojekciju
    Pokreni automatsku dijaprojekciju
    Prethodni slajd
    Sljedeći slajd
    Odaberi slajd
    Slajdovi
    vrtuljak
    slajd

    hu
    {index}. elem, összesen {count}
    Automatikus diavetítés leállítása
    Automatikus diavetítés indítása
    Előző dia
    Következő dia
    Dia kiválasztása
    Diák
    körhinta
    dia

    id
    Item {index} dari {count}
    Hentikan tayangan slide otomatis
    Mulai tayangan slide otomatis
    Slide sebelumnya
    Slide berikutnya
    Pilih slide
    Daftar slide
    korsel
    slide

    it
    Elemento {index} di {count}
    Interrompi la presentazione automatica
    Avvia la presentazione automatica
    Diapositiva precedente
    Diapositiva successiva
    Scegli una diapositiva
    Diapositive
    carosello
    diapositiva

    ja
    {count}件中{index}件目
    スライドショーの自動再生を停止
    スライドショーの自動再生を開始
    前のスライド
    次のスライド
    スライドを選択
    スライド一覧
    カルーセル
    スライド

    ko
    {count}개 중 {index}번째 항목
    자동 슬라이드 쇼 중지
    자동 슬라이드 쇼 시작
    이전 슬라이드
    다음 슬라이드
    슬라이드 선택
    슬라이드 목록
    캐러셀
    슬라이드

    lt
    Elementas {index} iš {count}
    Sustabdyti automatinį skaidrių demonstravimą
    Paleisti automatinį skaidrių demonstravimą
    Ankstesnė skaidrė
    Kita skaidrė
    Pasirinkti skaidrę
    Skaidrės
    karuselė
    skaidrė

    lv
    Vienums {index} no {count}
    Apturēt automātisko slaidrādi
    Sākt automātisko slaidrādi
    Iepriekšējais slaids
    Nākamais slaids
    Izvēlēties slaidu
    Slaidi
    karuselis
    slaids

    ms
    Item {index} daripada {count}
    Hentikan tayangan slaid automatik
    Mulakan tayangan slaid automatik
    Slaid sebelumnya
    Slaid seterusnya
    Pilih slaid
    Senarai slaid
    karusel
    slaid

    nb
    Element {index} av {count}
    Stopp automatisk lysbildefremvisning
    Start automatisk lysbildefremvisning
    Forrige lysbilde
    Neste lysbilde
    Velg et lysbilde
    Lysbilder
    karusell
    lysbilde

    nl
    Item {index} van {count}
    Automatische diavoorstelling stoppen
    Automatische diavoorstelling starten
    Vorige dia
    Volgende dia
    Dia kiezen
    Dia's
    carrousel
    dia

    pl
    Element {index} z {count}
    Zatrzymaj automatyczny pokaz slajdów
    Uruchom automatyczny pokaz slajdów
    Poprzedni slajd
    Następny slajd
    Wybierz slajd
    Slajdy
    karuzela
    slajd

    pt-BR
    Item {index} de {count}
    Parar a apresentação automática de slides
    Iniciar a apresentação automática de slides
    Slide anterior
    Próximo slide
    Escolher um slide
    Lista de slides
    carrossel
    slide

    pt-PT
    Elemento {index} de {count}
    Parar a apresentação automática de diapositivos
    Iniciar a apresentação automática de diapositivos
    Diapositivo anterior
    Diapositivo seguinte
    Escolher um diapositivo
    Diapositivos
    carrossel
    diapositivo

    ro
    Elementul {index} din {count}
    Oprește prezentarea automată
    Pornește prezentarea automată
    Diapozitivul anterior
    Diapozitivul următor
    Alege un diapozitiv
    Diapozitive
    carusel
    diapozitiv

    ru
    Элемент {index} из {count}
    Остановить автоматическое слайд-шоу
    Запустить автоматическое слайд-шоу
    Предыдущий слайд
    Следующий слайд
    Выбрать слайд
    Слайды
    карусель
    слайд

    sk
    Položka {index} z {count}
    Zastaviť automatickú prezentáciu
    Spustiť automatickú prezentáciu
    Predchádzajúca snímka
    Nasledujúca snímka
    Vybrať snímku
    Snímky
    karusel
    snímka

    sl
    Element {index} od {count}
    Ustavi samodejno diaprojekcijo
    Zaženi samodejno diaprojekcijo
    Prejšnji diapozitiv
    Naslednji diapozitiv
    Izberi diapozitiv
    Diapozitivi
    vrtiljak
    diapozitiv

    sr
    Ставка {index} од {count}
    Заустави аутоматску пројекцију слајдова
    Покрени аутоматску пројекцију слајдова
    Претходни слајд
    Следећи слајд
    Изабери слајд
    Слајдови
    вртешка
    слајд

    sr-Latn
    Stavka {index} od {count}
    Zaustavi automatsku projekciju slajdova
    Pokreni automatsku projekciju slajdova
    Prethodni slajd
    Sledeći slajd
    Izaberi slajd
    Slajdovi
    vrteška
    slajd

    sv
    Objekt {index} av {count}
    Stoppa automatiskt bildspel
    Starta automatiskt bildspel
    Föregående bild
    Nästa bild
    Välj en bild
    Bilder
    karusell
    bild

    th
    รายการที่ {index} จาก {count}
    หยุดสไลด์โชว์อัตโนมัติ
    เริ่มสไลด์โชว์อัตโนมัติ
    สไลด์ก่อนหน้า
    สไลด์ถัดไป
    เลือกสไลด์
    รายการสไลด์
    ภาพหมุนเวียน
    สไลด์

    tr
    Öğe {index}, toplam {count}
    Otomatik slayt gösterisini durdur
    Otomatik slayt gösterisini başlat
    Önceki slayt
    Sonraki slayt
    Slayt seç
    Slaytlar
    karusel
    slayt

    uk
    Елемент {index} з {count}
    Зупинити автоматичне слайд-шоу
    Запустити автоматичне слайд-шоу
    Попередній слайд
    Наступний слайд
    Вибрати слайд
    Слайди
    карусель
    слайд

    vi
    Mục {index} trong số {count}
    Dừng trình chiếu tự động
    Bắt đầu trình chiếu tự động
    Trang chiếu trước
    Trang chiếu tiếp theo
    Chọn trang chiếu
    Danh sách trang chiếu
    băng chuyền
    trang chiếu

    zh-Hans
    第 {index} 项，共 {count} 项
    停止自动轮播
    开始自动轮播
    上一张幻灯片
    下一张幻灯片
    选择幻灯片
    幻灯片列表
    轮播
    幻灯片

    zh-Hant
    第 {index} 項，共 {count} 項
    停止自動輪播
    開始自動輪播
    上一張投影片
    下一張投影片
    選擇投影片
    投影片列表
    輪播
    投影片
    """
}
