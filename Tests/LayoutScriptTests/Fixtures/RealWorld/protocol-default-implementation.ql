// Modelled on valomedia/Pandatrack, Chronos/Views/TabBarTab.swift: a protocol declaring a property
// requirement and an extension of it giving a default computed property; here a struct adopts it and
// a view shows the default property.
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
