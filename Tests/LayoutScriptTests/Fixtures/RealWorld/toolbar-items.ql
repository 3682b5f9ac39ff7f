// Modelled on sang200515/SwiftUIViews, SwiftUI_Components/SwiftUI/ControlsModifiers/Toolbar/Toolbar_Location.swift:
// a NavigationStack whose content has a Text title, a font, toolbar items in three placements
// with `Button(action:) { Image }` labels, and a tint.
// expect-min-frames: 3
import SwiftUI

fileprivate struct ToolbarPlacements: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Text("Choose a placement")
            }
            .navigationTitle(Text("Toolbar"))
            .font(.title)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button(action: {}) {
                        Image(systemName: "line.horizontal.3")
                            .padding(.horizontal)
                    }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: {}) {
                        Image(systemName: "line.horizontal.3.decrease.circle")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button(action: {}) {
                        Image(systemName: "aspectratio")
                        Text("Aspect Ratio")
                    }
                }
            }
            .tint(.green)
        }
    }
}

struct ToolbarPlacements_Previews: PreviewProvider {
    static var previews: some View {
        ToolbarPlacements()
    }
}
