// Modelled on exyte/Chat, Sources/ExyteChat/Views/Recording/RecordWaveform.swift: capsules whose
// heights are a `[CGFloat]` property's samples times a static maximum, in a bottom-aligned
// HStack of a GeometryReader framed to that maximum; shown without a preview, so the samples are
// placeholders (1, 2 and 3).
// expect-min-frames: 3
import SwiftUI

struct LevelMeter: View {
    var levels: [CGFloat]

    static let spacing: CGFloat = 2
    static let barWidth: CGFloat = 3
    static let unitHeight: CGFloat = 6

    var body: some View {
        GeometryReader { g in
            HStack(alignment: .bottom, spacing: LevelMeter.spacing) {
                ForEach(Array(levels.enumerated()), id: \.offset) { _, level in
                    Capsule()
                        .frame(width: LevelMeter.barWidth, height: LevelMeter.unitHeight * CGFloat(level))
                }
            }
            .frame(height: LevelMeter.unitHeight * 3)
        }
        .frame(height: LevelMeter.unitHeight * 3)
    }
}
