// Modelled on therohlikar/SwiftfulThinkingBootcamp, DarkModeBootcamp.swift: a NavigationView of a
// ScrollView of texts, one coloured by a ternary on the colour scheme, the title on the ScrollView.
// expect-min-frames: 5
import SwiftUI

struct PaletteScreen: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(spacing: 20) {
                    Text("Primary text")
                        .foregroundColor(.primary)
                    Text("Secondary text")
                    Text("Adapts to the scheme")
                        .foregroundColor(colorScheme == .dark ? .yellow : .red)
                }
            }
            .navigationTitle("Palette")
        }
    }
}
