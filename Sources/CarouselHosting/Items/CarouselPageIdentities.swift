/// The identities of pages written inline (a SwiftUI carousel's `Carousel { ... }`), so the
/// current page stays current when the pages change, as items of a data carousel do.
///
/// A page from a `ForEach` has its element's identity; any other page has its place among
/// the pages without one (so a page shown by an `if` does not renumber the elements of a
/// `ForEach`, nor they it). An identity met again (two `ForEach` over the same elements, or
/// one whose elements repeat an identity) is told apart by its occurrence: every page gets
/// a page of its own, never one shared with another.
///
/// ```swift
/// let raw = [CarouselPageIdentities.positional, CarouselPageIdentities.element(7)]
/// let identities = CarouselPageIdentities.unique(raw)  // two distinct identities
/// ```
package enum CarouselPageIdentities {
  private enum Key: Hashable {
    case positional
    case place(Int)
    case element(AnyHashable)
    case repeated(AnyHashable, occurrence: Int)
  }

  /// The raw identity of a page without one of its own.
  package static var positional: AnyHashable { AnyHashable(Key.positional) }

  /// The raw identity of a page made for a `ForEach` element.
  ///
  /// - Parameter id: The element's identity.
  /// - Returns: An identity no positional page has.
  package static func element(_ id: AnyHashable) -> AnyHashable {
    AnyHashable(Key.element(id))
  }

  /// The pages' identities from their raw ones: positional pages numbered by their place
  /// among positional pages, repeated identities by their occurrence.
  ///
  /// - Parameter raw: Each page's raw identity, in order.
  /// - Returns: As many identities, all different.
  package static func unique(_ raw: [AnyHashable]) -> [AnyHashable] {
    var places = 0
    var seen: [AnyHashable: Int] = [:]
    return raw.map { identity in
      var base = identity
      if identity == positional {
        base = AnyHashable(Key.place(places))
        places += 1
      }
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      return occurrence == 0 ? base : AnyHashable(Key.repeated(base, occurrence: occurrence))
    }
  }
}
