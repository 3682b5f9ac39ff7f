// Modelled on Anders Tai's FriendBNB PropertyDetailSettingsView.swift: `Menu(content:label:)` with
// both closures as arguments, `Button(role:action:label:)`, a @Binding and a closure property
// given by the caller.
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
