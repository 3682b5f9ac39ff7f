// Modelled on ygornascimento/SwiftUIByExample-05-ViewLayout,
// SwiftUIByExample-05-ViewLayout/HowToDynamicallyChangeBetweenVStackAndHStack_2.swift: an AnyLayout
// chosen by comparing the dynamicTypeSize environment value with .xxxLarge, the symbols in it sized by a
// font; the badge row and its labels are ours.
// expect-min-frames: 4
import SwiftUI

struct RatingBadges: View {
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize <= .xxxLarge ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 8))

        layout {
            Image(systemName: "star.fill")
            Image(systemName: "heart.fill")
            Image(systemName: "bolt.fill")
            Text("Top rated")
                .font(.headline)
        }
        .font(.title)
    }
}
