// Modelled on wan-dl/swift-swiftui-example, hello/Components/toolbar/v_toolbar_navigation.swift: a
// leading VStack of a grey callout text with a line break and an offset, an empty Text carrying a
// ToolbarItemGroup of Label buttons split by a Spacer, a spacer at the bottom.
// expect-min-frames: 1
// expect-max-zero: 1
import SwiftUI

struct ToolbarPlacementDemo: View {

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {

            Text("Look at the navigation bar.\n\nThis page shows the .navigation placement.")
                .font(.callout)
                .foregroundColor(.gray)
                .offset(y: 50)

            Text("")
                .toolbar {
                    ToolbarItemGroup(placement: .navigation) {
                        Button(action: {}, label: {
                            Label("Add", systemImage: "folder.badge.plus")
                        })
                        Spacer()
                        Button(action: {}, label: {
                            Label("Edit", systemImage: "square.and.pencil")
                        })
                    }
                }

            Spacer()
        }
    }
}
