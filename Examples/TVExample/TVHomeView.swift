#if os(tvOS)
  import CarouselSwiftUI
  import SwiftUI

  /// The home screen: the banner at the top, a shelf of cards below.
  ///
  /// What the remote does here comes with the carousel: the banner is one focus area (swipe
  /// left and right to move between promotions, wrapping at the ends; up and down leave it),
  /// the focused slide lifts as a card does, a click opens the promotion, play/pause stops and
  /// starts the slide show, and nothing turns under the focus unless the user starts it there
  /// with play/pause. Menu goes back, as everywhere on tvOS.
  struct TVHomeView: View {
    private let promotions = Promotion.samples
    /// The promotion showing, by identity.
    @State private var selectedID: Promotion.ID? = Promotion.samples.first?.id
    @State private var opened: Promotion?
    @State private var showsUIKitBanner = false

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 48) {
          banner
          nowShowing
          shelf
          Button("The same banner in UIKit") { showsUIKitBanner = true }
        }
        .padding(.vertical, 40)
      }
      .fullScreenCover(item: $opened) { promotion in
        PromotionDetailView(promotion: promotion)
      }
      .fullScreenCover(isPresented: $showsUIKitBanner) {
        UIKitBannerScreen()
          .ignoresSafeArea()
      }
    }

    private var banner: some View {
      Carousel(
        promotions, selection: $selectedID,
        // Read by VoiceOver after "Item 2 of 4": the slide draws its own title.
        accessibilityItemLabel: { $0.title },
        onSelect: { promotion in opened = promotion }
      ) { promotion in
        PromotionSlide(promotion: promotion)
      }
      .autoAdvance(every: 6)
      // Nothing turns behind a full-screen cover.
      .autoAdvancePaused(opened != nil || showsUIKitBanner)
      // The current dot fills until the next turn; the stop/start control beside the dots
      // shows what the remote's play/pause button does.
      .carouselPageIndicator(.timer)
      .carouselPageIndicator(alignment: .trailing)
      .aspectRatio(3, contentMode: .fit)
      .accessibilityLabel("Promotions")
    }

    private var nowShowing: some View {
      HStack {
        Text("Now showing")
        if let index = promotions.firstIndex(where: { $0.id == selectedID }) {
          Text("\(index + 1) of \(promotions.count): \(promotions[index].title)")
            .foregroundStyle(.secondary)
        }
      }
      .accessibilityElement(children: .combine)
    }

    /// A row of cards: swiping down from the banner lands here, swiping up goes back to it
    /// (the banner is a focus section of its own).
    private var shelf: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 40) {
          ForEach(Promotion.shelf) { promotion in
            Button {
              opened = promotion
            } label: {
              CarouselImage(url: promotion.imageURL)
                .frame(width: 240, height: 360)
            }
            .buttonStyle(.card)
            .accessibilityLabel(promotion.title)
          }
        }
        .padding(.vertical, 30)
      }
    }
  }

  /// One slide: the picture, with its title and summary along the bottom.
  struct PromotionSlide: View {
    let promotion: Promotion

    var body: some View {
      picture
        .overlay(alignment: .bottomLeading) {
          VStack(alignment: .leading, spacing: 8) {
            Text(promotion.title).font(.title3.weight(.semibold))
            Text(promotion.summary).font(.callout).lineLimit(2)
          }
          .foregroundStyle(.white)
          .padding(40)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(
            LinearGradient(
              colors: [.clear, .black.opacity(0.7)], startPoint: .top, endPoint: .bottom))
        }
    }

    /// The promotion's video over its picture (the poster), or the picture alone.
    @ViewBuilder private var picture: some View {
      if let videoURL = promotion.videoURL {
        CarouselVideo(url: videoURL, poster: promotion.imageURL)
      } else {
        CarouselImage(url: promotion.imageURL)
      }
    }
  }

  /// A promotion, opened from the banner or the shelf. Menu closes it.
  struct PromotionDetailView: View {
    let promotion: Promotion

    var body: some View {
      HStack(alignment: .top, spacing: 60) {
        CarouselImage(url: promotion.imageURL, contentMode: .fit)
          .frame(width: 960, height: 540)
        VStack(alignment: .leading, spacing: 24) {
          Text(promotion.title).font(.title)
          Text(promotion.summary)
          Button("Book") {}
        }
      }
      .padding(80)
    }
  }
#endif
