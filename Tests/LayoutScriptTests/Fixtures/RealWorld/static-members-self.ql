// Modelled on asiamserrano/AutoSaveMock, AutoSaveMock/View/IconView.swift: a view whose `static let`
// size is read as `Self.defaultSize` for an icon frame; here static sizes also set the row's spacing
// and padding, and a static func makes its caption.
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
