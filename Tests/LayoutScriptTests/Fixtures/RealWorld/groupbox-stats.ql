// Modelled on the GroupBox dashboards of fitness samples (CodeCandySchool/CodeCandyBlog's gauge samples
// grouped in boxes): GroupBoxes with a title and with a Label label, holding rows and a gauge.
// expect-min-frames: 6
import SwiftUI

struct ActivitySummary: View {
    @State private var steps = 6200.0

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Today") {
                HStack {
                    Text("Steps")
                    Spacer()
                    Text("\(Int(steps))")
                }
            }
            GroupBox {
                Gauge(value: steps, in: 0...10000) {
                    Text("Goal")
                }
            } label: {
                Label("Goal", systemImage: "flag.checkered")
            }
        }
        .padding()
    }
}
