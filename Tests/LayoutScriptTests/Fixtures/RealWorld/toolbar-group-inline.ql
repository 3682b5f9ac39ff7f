// Modelled on JoshuaRosado/Navigation, Navigation/ContentView.swift: two `.toolbar` modifiers, a
// ToolbarItem and a ToolbarItemGroup with `Button("…") { }` items, on a text in a NavigationStack.
// expect-min-frames: 2
import SwiftUI

struct ToolbarDemo: View {
    var body: some View {
        NavigationStack {
            Text("Hello, toolbar")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Edit") {
                        }
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Share") {
                        }
                        Button("Next") {
                        }
                    }
                }
        }
    }
}

#Preview {
    ToolbarDemo()
}
