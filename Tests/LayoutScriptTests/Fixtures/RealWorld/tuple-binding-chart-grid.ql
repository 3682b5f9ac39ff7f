// Modelled on Artificial-Pancreas/iAPS, FreeAPS/Sources/Modules/Home/View/Chart/MainChartView.swift: a
// chart whose grid view is a computed property declared after the body that uses it, drawn with
// `Path { path in … }` strokes and an `if let (y, _) = optionalTuple` threshold band; the readings,
// their range and the labels are ours.
// expect-min-frames: 3
import SwiftUI

struct ThresholdChart: View {
    let band: (CGFloat, String)? = (120, "High")
    let levels: [CGFloat] = [40, 80, 120, 160]

    var body: some View {
        ZStack(alignment: .topLeading) {
            gridView
            labelsView
        }
        .frame(height: 200)
    }

    private var labelsView: some View {
        VStack(alignment: .leading) {
            if let (lineY, title) = band {
                Text(title)
                    .font(.caption2)
                    .offset(y: lineY)
            }
        }
    }

    private var gridView: some View {
        ZStack {
            Path { path in
                for level in levels {
                    path.move(to: CGPoint(x: 0, y: level))
                    path.addLine(to: CGPoint(x: 300, y: level))
                }
            }
            .stroke(Color.secondary, lineWidth: 0.5)
            if let (lineY, _) = band {
                Rectangle()
                    .fill(Color.orange.opacity(0.2))
                    .frame(height: lineY / 4)
            }
        }
    }
}
