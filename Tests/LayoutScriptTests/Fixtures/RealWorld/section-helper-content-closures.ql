// Modelled on jordansinger/SwiftUI-Kit, Shared/Groupings/IndicatorsGroup.swift: a group of the kit's
// showcase that hands its rows to the project's own generic `SectionView(title:description:content:)`
// (declared in another file) through a labelled `content:` closure, with a timer publisher driving
// a @State progress in .onReceive, and a watchOS-only control left out by `#if os(watchOS)`. The
// titles, the controls and the second section are ours.
// expect-min-frames: 5
import SwiftUI

struct StatusGroup: View {
    @State private var uploaded = 0.0
    @State private var level = 0.3

    let ticker = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        Group {
            SectionView(
                title: "Uploads",
                description: "Files waiting to reach the server.",
                content: {
                    Group {
                        ProgressView()
                        VStack {
                            ProgressView("Uploading…", value: uploaded, total: 100)
                        }
                        .onReceive(ticker) { _ in
                            if uploaded < 100 {
                                uploaded += 5
                            } else {
                                uploaded = 0
                            }
                        }
                        #if os(watchOS)
                        Gauge(value: level) { Text("Level") }
                        #endif
                    }
                }
            )

            SectionView(
                title: "Battery",
                description: "How much charge is left.",
                content: {
                    Slider(value: $level)
                }
            )
        }
    }
}

struct StatusGroup_Previews: PreviewProvider {
    static var previews: some View {
        List {
            StatusGroup()
        }
    }
}
