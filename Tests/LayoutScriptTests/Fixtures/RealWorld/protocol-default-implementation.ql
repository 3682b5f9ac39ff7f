// Modelled on the `protocol TabViewEnum` with `extension TabViewEnum { var id: String { rawValue } }`
// of benoit barbier's Word Rivalry (TabC.swift, found beside aleatd/TouretteApp's Tab.swift): a
// protocol, its extension's default computed property, a struct conforming to it, a view showing it.
// expect-min-frames: 2
import SwiftUI

protocol Describable {
    var title: String { get }
}

extension Describable {
    var headline: String { "Now showing: \(title)" }
}

struct Episode: Describable {
    let title: String
    let minutes: Int
}

struct EpisodeBanner: View {
    let episode = Episode(title: "Pilot", minutes: 42)

    var body: some View {
        VStack(alignment: .leading) {
            Text(episode.headline)
                .font(.title3)
            Text("\(episode.minutes) min")
                .foregroundStyle(.secondary)
        }
    }
}
