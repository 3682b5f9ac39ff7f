// Modelled on linshaolong5240/SwiftHelper, Shared/View/FrameWork/AppFrameworks/SwiftUI/DataAndStorge/SwiftUIEnvironmentValuesView.swift:
// a button toggling a @State Bool, a sheet presenting a fileprivate view that dismisses itself.
// expect-min-frames: 1
import SwiftUI

struct DismissDemo: View {
    @State private var showing: Bool = false
    var body: some View {
        Button("Show the sheet") {
            showing.toggle()
        }
        .sheet(isPresented: $showing) {
            ClosingView()
        }
    }
}

fileprivate
struct ClosingView: View {
    @Environment(\.dismiss) var dismiss
    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}

struct DismissDemo_Previews: PreviewProvider {
    static var previews: some View {
        DismissDemo()
    }
}
