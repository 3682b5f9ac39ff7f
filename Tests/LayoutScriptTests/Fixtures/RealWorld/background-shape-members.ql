// Modelled on home-assistant/iOS, the watch complication previews (CornerComplicationContentView.swift)
// and gonzalezreal/swift-markdown-ui, Sources/MarkdownUI/Views/Blocks/TableBackgroundView.swift: a
// badge on `.background(.black, in: .rect(cornerRadius: 12))`, a `Shape` static member, beside a
// grid of cells filled by an environment style's own `background(row, column)` method.
// expect-min-frames: 4
import SwiftUI

struct StripedCells: View {
  @Environment(\.stripeStyle) private var stripeStyle

  var body: some View {
    VStack(spacing: 8) {
      Text("42 kWh")
        .padding(6)
        .background(.black, in: .rect(cornerRadius: 12))
      HStack(spacing: 0) {
        ForEach(0..<2, id: \.self) { column in
          Rectangle()
            .fill(self.stripeStyle.background(0, column))
            .frame(width: 40, height: 20)
        }
      }
      Circle()
        .frame(width: 10, height: 10)
        .background(.tint, in: .circle)
    }
  }
}
