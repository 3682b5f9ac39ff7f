// Modelled on rhenz/swiftui-working-with-data, SwiftUI_WorkingWithData/@AppStorage/AppStorage_Persistence.swift:
// an @AppStorage Bool bound to a Toggle with a label closure, a font on the stack and a preferred
// colour scheme from a ternary.
// expect-min-frames: 2
import SwiftUI

struct ReadingPreferences: View {
    @AppStorage("sepiaPages") var sepiaPages = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Reading")
                .font(.largeTitle)
            Toggle(isOn: $sepiaPages) {
                Text("Use sepia pages?")
            }
            .padding()
        }
        .font(.title)
        .preferredColorScheme(sepiaPages ? .dark : .light)
    }
}

struct ReadingPreferences_Previews: PreviewProvider {
    static var previews: some View {
        ReadingPreferences()
    }
}
