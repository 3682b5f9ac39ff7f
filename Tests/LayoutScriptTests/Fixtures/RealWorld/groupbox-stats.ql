// Modelled on axidaka-shan/Demo1, Demo1/Group/GroupDemoView.swift: GroupBoxes in a VStack, one with
// plain content and ones given a label; here one titled with a string holding a row, one with a
// Label label holding a Gauge (the gauge is ours).
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
