// Modelled on emirokay/MessageAppRemake, MessageAppRemake/MainScreen/Features/Inbox/Views/SwiftUIView.swift
// (Emir Okay): a NavigationStack of a VStack with a ScrollViewReader, a LazyVStack over a @State array's
// indices with `.id(…)`, scrolling to the last one inside withAnimation on change.
// expect-min-frames: 4
import SwiftUI

struct ThreadView: View {
	@State var messages = ["First", "Second", "Third"]

    var body: some View {
		NavigationStack {
			VStack {
				ScrollViewReader { proxy in
					ScrollView {
						LazyVStack {
							ForEach(messages.indices, id: \.self) { index in
								Text(messages[index])
									.id(index)
							}
						}
					}
					.onChange(of: messages) {
						withAnimation {
							proxy.scrollTo(messages.count - 1, anchor: .bottom)
						}
					}
				}
			}
		}
    }
}
