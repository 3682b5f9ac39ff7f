// Modelled on Drozdnik/FamilyFlow, FFCore/Sources/CalendarScene/Extensions/Color+ext.swift: shares an
// extension of Color whose static lets wrap UIKit colours, one through `Color(UIColor.…)` and the others
// through `Color(uiColor: UIColor.…)`; the source file declares no view, so the strip of swatches using
// them (and its other Color initializers: an asset name, RGB components) is our own.
// expect-min-frames: 5
import SwiftUI
import UIKit

extension Color {
    static let groupedFill: Color = Color(UIColor.systemGroupedBackground)
    static let hairline: Color = Color(uiColor: UIColor.separator)
    static let tertiaryFill: Color = Color(uiColor: UIColor.tertiarySystemFill)
}

struct PaletteStrip: View {
    var body: some View {
        HStack(spacing: 6) {
            Color.groupedFill
            Color.hairline
            Color.tertiaryFill
            Color("BrandAccent")
            Color(red: 0.15, green: 0.55, blue: 0.45)
        }
        .frame(height: 36)
        .padding(.horizontal, 12)
    }
}
