// Modelled on an-ders/FriendBNB, Source/FriendBNB/Features/Owned Properties/Detail/OwnedDetailSettingsView.swift:
// `Menu(content:label:)` with both closures as arguments, `Button(role: .destructive, action:label:)`
// setting a @Binding, an ellipsis image label resized and padded; the share button calling a closure
// property is from another stored version of that file.
// expect-min-frames: 1
import SwiftUI

struct ListingMenu: View {
	@Binding var confirmDelete: Bool

	var shareAction: () -> Void

	var body: some View {
		Menu(content: {
			Button(action: {
				shareAction()
			}, label: {
				Label("Share", systemImage: "square.and.arrow.up")
			})

			Button(role: .destructive, action: {
				confirmDelete = true
			}, label: {
				Label("Delete", systemImage: "trash")
			})
		}, label: {
			Image(systemName: "ellipsis.circle")
				.resizable()
				.scaledToFit()
				.frame(height: 30)
				.padding(.trailing, 10)
		})
	}
}

#Preview {
    ListingMenu(confirmDelete: .constant(false), shareAction: {})
}
