// Modelled on an-ders/FriendBNB, Source/FriendBNB/Features/Owned Properties/Detail/OwnedDetailSettingsView.swift:
// shares `Menu(content:label:)` with both closures as arguments, `Button(role: .destructive, action:label:)`
// setting a @Binding, an image label resized, fitted, framed and padded, and a plain button calling a
// closure property (that one from another stored version of that file); the menu here is our own.
// expect-min-frames: 1
import SwiftUI

struct PlaylistActions: View {
	var onRename: () -> Void
	@Binding var askToRemove: Bool

	var body: some View {
		Menu(content: {
			Button(role: .destructive, action: {
				askToRemove.toggle()
			}, label: {
				Label("Remove playlist", systemImage: "minus.circle")
			})
			Button(action: {
				onRename()
			}, label: {
				Label("Rename", systemImage: "pencil")
			})
		}, label: {
			Image(systemName: "slider.horizontal.3")
				.resizable()
				.scaledToFit()
				.frame(width: 24, height: 24)
				.padding(8)
		})
	}
}

#Preview {
	PlaylistActions(onRename: { }, askToRemove: .constant(true))
}
