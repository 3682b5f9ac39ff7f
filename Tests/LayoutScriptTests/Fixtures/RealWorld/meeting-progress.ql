// Modelled on Bionik6/ScrumDinger, Scrumdinger/MeetingView.swift: a linear ProgressView, two
// columns of a caption and a Label split by a spacer, a stroked circle, and a footer whose
// button is written `Button(action:label:)` with an image label.
// expect-min-frames: 9
import SwiftUI

struct TimerScreen: View {
    var body: some View {
        VStack {
            ProgressView(value: 4, total: 12)
            HStack {
                VStack(alignment: .leading) {
                    Text("Elapsed")
                        .font(.caption)
                    Label("240", systemImage: "hourglass.bottomhalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Remaining")
                        .font(.caption)
                    Label("480", systemImage: "hourglass.tophalf.fill")
                }
            }
            .accessibilityElement(children: .ignore)
            Circle()
                .strokeBorder(lineWidth: 24)
            HStack {
                Text("Speaker 2 of 4")
                Spacer()
                Button(action: {}, label: {
                    Image(systemName: "forward.fill")
                })
                .accessibilityLabel(Text("Next speaker"))
            }
        }
        .padding()
    }
}

struct TimerScreen_Previews: PreviewProvider {
    static var previews: some View {
        TimerScreen()
    }
}
