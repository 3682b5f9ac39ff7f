// Modelled on zpfate/Lesson_SwiftUI, SwiftUILearning/SwiftUILearning/EnvironmentView.swift: a private
// @Environment(\.colorScheme) choosing between two padded texts with an if/else in the body.
// expect-min-frames: 1
import SwiftUI

struct ModeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if colorScheme == .dark {
            Text("Night theme")
                .foregroundColor(.black)
                .background(Color.white)
                .padding()
        } else {
            Text("Day theme")
                .foregroundColor(.white)
                .background(Color.black)
                .padding()
        }
    }
}

#Preview {
    ModeLabel().previewLayout(.sizeThatFits)
}
