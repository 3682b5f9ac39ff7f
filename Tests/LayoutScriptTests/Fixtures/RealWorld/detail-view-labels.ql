// Modelled on Bionik6/ScrumDinger, Scrumdinger/DetailView.swift, its rows without the List: Labels
// for the meeting's length and theme in HStacks with spacers, a button row with a timer Label,
// a `.navigationTitle` from the model, in the NavigationView of its preview.
// expect-min-frames: 8
import SwiftUI

struct Standup {
    var title: String
    var minutes: Int
    var theme: String
}

extension Standup {
    static let sample = Standup(title: "Engineering", minutes: 10, theme: "Sky")
}

struct StandupDetail: View {
    let standup: Standup

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Button(action: {}) {
                Label("Start Meeting", systemImage: "timer")
                    .font(.headline)
            }
            HStack {
                Label("Length", systemImage: "clock")
                Spacer()
                Text("\(standup.minutes) minutes")
            }
            HStack {
                Label("Theme", systemImage: "paintpalette")
                Spacer()
                Text(standup.theme)
                    .padding(4)
            }
            Spacer()
        }
        .padding()
        .navigationTitle(standup.title)
    }
}

struct StandupDetail_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            StandupDetail(standup: Standup.sample)
        }
    }
}
