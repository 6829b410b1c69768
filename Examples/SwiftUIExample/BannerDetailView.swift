import CarouselSwiftUI
import SwiftUI

/// What a tap on a banner opens: the promotion in full.
struct BannerDetailView: View {
  let banner: Banner
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationContainer {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          CarouselImage(url: banner.imageURL)
            .aspectRatio(3, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .accessibilityHidden(true)
          Text(banner.title)
            .font(.title2.weight(.bold))
          Text(banner.summary)
            .foregroundStyle(.secondary)
        }
        .padding()
      }
      .navigationTitle("Promotion")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}
