// What the UIKit and SwiftUI snippets of the README and the DocC catalogs take for granted:
// the app's own data, views, analytics and navigation around the carousel, and the view
// controller whose code a snippet's statements are. Placeholders only: every carousel type a
// snippet names comes from the package itself. The other files of this folder are generated
// from the markdown by scripts/snippets.py; this one is written by hand.

import CarouselSwiftUI
import CarouselUIKit
import SwiftUI
import UIKit

/// The view controller whose methods run a snippet's statements (scripts/snippets.py): `self`,
/// `view`, and the carousel an earlier block on the same page made.
class SnippetContext: UIViewController {
  let carousel = CarouselView()
  var savedIndex: [Int: Int] = [:]
}

// The app's data.
struct Banner: Identifiable, Sendable {
  let id: UUID
  let title: String
  let imageURL: URL
  /// A video over the picture, if any.
  var videoURL: URL? { nil }
}
let banners: [Banner] = []
let promotions = banners

struct Partner: Identifiable, Sendable {
  let id: Int
  /// The name of the logo in the asset catalog.
  let logo: String
}
let partners: [Partner] = []

struct Offer: Sendable {
  let title: String
}
let offers: [Offer] = []

struct OnboardingPage: Identifiable, Sendable {
  let id: Int
}
let pages: [OnboardingPage] = []
let showsInvite = true

/// A table row whose cell has a carousel of its own.
struct BannerRow: Sendable {
  let id: Int
  let imageURLs: [URL]
}
let row = BannerRow(id: 0, imageURLs: [])

// The app's views.
final class BannerCell: UITableViewCell {
  let carousel = CarouselView()
}
@MainActor let cell = BannerCell()

final class OfferCardView: UIView {
  var offer: Offer?
}

struct BannerView: View {
  let banner: Banner
  init(_ banner: Banner) { self.banner = banner }
  var body: some View { CarouselImage(url: banner.imageURL) }
}

struct BannerImage: View {
  let banner: Banner
  init(_ banner: Banner) { self.banner = banner }
  var body: some View { CarouselImage(url: banner.imageURL) }
}

struct PageView: View {
  let page: OnboardingPage
  init(_ page: OnboardingPage) { self.page = page }
  var body: some View { Text("Page \(page.id)") }
}

struct WelcomePage: View {
  var body: some View { Text("Welcome") }
}

struct PricingPage: View {
  var body: some View { Text("Pricing") }
}

struct Feature: Identifiable, Sendable {
  let id: Int
  let name: String
}
let features: [Feature] = []

struct FeaturePage: View {
  let feature: Feature
  init(_ feature: Feature) { self.feature = feature }
  var body: some View { Text(feature.name) }
}

struct InvitePage: View {
  var body: some View { Text("Invite a friend") }
}

// The app's navigation and analytics.
extension UIViewController {
  /// Shows a promotion's screen.
  func open(_ banner: Banner) {}
}

@MainActor struct Analytics {
  func logImpression(of banner: Banner) {}
}
@MainActor let analytics = Analytics()

// The app's image library (UsingYourImageStack.md), as SDWebImage spells its call.
extension UIImageView {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func sd_setImage(with url: URL?) {}
}
