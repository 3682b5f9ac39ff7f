// A ❌/✅ pair as SwiftUI references print them (seedpaste corpus, file 004, "LazyVStack"): two pictures in turn.
// ❌ A lazy stack alone does not scroll
LazyVStack {
  ForEach(messages) { message in
    Text(message.body)
  }
}
// ✅ Put it in a ScrollView
ScrollView {
  LazyVStack(spacing: 8) {
    ForEach(messages) { message in
      Text(message.body)
    }
  }
}
