// A chat screen with a bar pinned to the bottom (after a SwiftUI reference's safeAreaInset section, seedpaste file 004).
ScrollView {
  VStack(spacing: 8) {
    ForEach(messages) { message in
      Text(message.text)
    }
  }
}
.safeAreaInset(edge: .bottom, spacing: 0) {
  HStack {
    TextField("Message", text: $draft)
    Button("Send") { send() }
  }
  .padding()
  .background(.thinMaterial)
}
