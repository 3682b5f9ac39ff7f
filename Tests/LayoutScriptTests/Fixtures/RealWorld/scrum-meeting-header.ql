// Modelled on Bionik6/ScrumDinger, Scrumdinger/MeetingView.swift, its header split into a view of
// its own (as the tutorial's later MeetingHeaderView does): computed properties of seconds and a
// progress fraction, a ProgressView(value:), a row of two captioned Labels.
// expect-min-frames: 7
import SwiftUI

struct TimerHeader: View {
    let secondsElapsed: Int
    let secondsRemaining: Int

    private var totalSeconds: Int {
        secondsElapsed + secondsRemaining
    }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int {
        secondsRemaining / 60
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

struct TimerHeader_Previews: PreviewProvider {
    static var previews: some View {
        TimerHeader(secondsElapsed: 60, secondsRemaining: 180)
            .previewLayout(.sizeThatFits)
    }
}
