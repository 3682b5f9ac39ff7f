// Modelled on SezginCiftci/SwiftUI_PropertyWrappers, EnvironmentWrapper/EnvironmentWrapper/SheetView.swift:
// @Environment(\.dismiss) called from a button whose label is a ZStack of a rounded, framed Rectangle
// under a bold white title; here a `Button(role: .cancel) { } label: { }` is added above it.
// expect-min-frames: 3
import SwiftUI

struct CloseSheet: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Button(role: .cancel) {
                dismiss()
            } label: {
                Text("Cancel")
            }
            Button {
                dismiss()
            } label: {
                ZStack {
                    Rectangle()
                        .cornerRadius(12)
                        .frame(width: 200, height: 50)
                    Text("Close")
                        .font(.title2)
                        .fontWeight(.bold)
                        .foregroundColor(Color.white)
                        .padding()
                }
            }
        }
    }
}

struct CloseSheet_Previews: PreviewProvider {
    static var previews: some View {
        CloseSheet()
    }
}
