import Foundation

/// HTTP dates (RFC 9110, section 5.6.7): read in the three formats servers send, written as
/// IMF-fixdate. Parsed by hand, so no locale or time zone setting can change the result.
enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The date in `text`: `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate),
  /// `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850) or `Sun Nov  6 08:49:37 1994` (asctime).
  ///
  /// - Returns: The date, or `nil` for anything else (including `0` and `-1`, which
  ///   servers send in `Expires` to mean "already expired").
  static func parse(_ text: String) -> Date? {
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      .map { String($0) }
    guard tokens.count >= 4 else { return nil }
    var day: Int?
    var month: Int?
    var year: Int?
    var time: (Int, Int, Int)?
    if tokens.count >= 5, let parsedDay = Int(tokens[1]), let parsedMonth = monthIndex(tokens[2]) {
      // IMF-fixdate: weekday, day month year time GMT
      (day, month, year, time) = (parsedDay, parsedMonth, Int(tokens[3]), clock(tokens[4]))
    } else if tokens[1].split(separator: "-").count == 3 {
      // RFC 850: weekday, dd-Mon-yy time GMT
      let parts = tokens[1].split(separator: "-").map(String.init)
      day = Int(parts[0])
      month = monthIndex(parts[1])
      year = Int(parts[2]).map { $0 < 100 ? ($0 < 70 ? 2000 + $0 : 1900 + $0) : $0 }
      time = clock(tokens[2])
    } else if tokens.count >= 5, let parsedMonth = monthIndex(tokens[1]) {
      // asctime: weekday month day time year
      (day, month, year, time) = (Int(tokens[2]), parsedMonth, Int(tokens[4]), clock(tokens[3]))
    }
    guard let day, let month, let year, let time, (1...31).contains(day),
      (1...9999).contains(year)
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = Double(days) * 86_400 + Double(time.0 * 3600 + time.1 * 60 + time.2)
    return Date(timeIntervalSince1970: seconds)
  }

  /// `date` as an IMF-fixdate, whole seconds.
  static func format(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilFromDays(days)
    let weekday = weekdays[((days % 7) + 7) % 7]
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let hour = secondOfDay / 3600
    let minute = secondOfDay / 60 % 60
    let second = secondOfDay % 60
    return
      "\(weekday), \(two(day)) \(monthNames[month - 1]) \(year) \(two(hour)):\(two(minute)):\(two(second)) GMT"
  }

  private static func monthIndex(_ text: String) -> Int? {
    months.firstIndex(of: text.lowercased()).map { $0 + 1 }
  }

  private static func clock(_ text: String) -> (Int, Int, Int)? {
    let parts = text.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 3, (0...23).contains(parts[0]), (0...59).contains(parts[1]),
      (0...60).contains(parts[2])
    else { return nil }
    return (parts[0], parts[1], min(parts[2], 59))
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let adjustedYear = month <= 2 ? year - 1 : year
    let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
    let yearOfEra = adjustedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
