// Modelled on 417-72KI/SwiftAvailableSample, Sources/Q3/SheetView.swift: a public view with an
// empty public init, a NavigationView whose VStack sets a navigation view style and leading bar
// items holding a `Button { dismiss() } label: { Image }`.
// expect-min-frames: 2
import SwiftUI

public struct InfoSheet: View {
    @Environment(\.dismiss) var dismiss

    public init() {
    }

    public var body: some View {
        NavigationView {
            VStack {
                Text("This sheet explains the plan")
            }.navigationViewStyle(.stack)
                .navigationBarItems(
                    leading: Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                )
        }
    }
}
