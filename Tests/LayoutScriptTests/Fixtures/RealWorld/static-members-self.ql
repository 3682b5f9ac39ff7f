// Modelled on the layout constants of SchweizerischeBundesbahnen/mobile-ios-design-swiftui's components
// (`static let` sizes on a view, read as `Self.`): a row whose paddings and icon size come from the
// view's static members and a static func.
// expect-min-frames: 2
import SwiftUI

struct TicketRow: View {
    static let iconSize: CGFloat = 28
    static let inset: CGFloat = 12
    static func caption(for zones: Int) -> String { "\(zones) zones" }

    let zones = 3

    var body: some View {
        HStack(spacing: Self.inset) {
            Image(systemName: "tram")
                .resizable()
                .frame(width: Self.iconSize, height: Self.iconSize)
            Text(Self.caption(for: zones))
            Spacer()
        }
        .padding(Self.inset)
    }
}
