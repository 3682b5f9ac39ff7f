// A profile picture with a badge (after a SwiftUI layout reference's ZStack section, seedpaste file 004).
ZStack(alignment: .bottomTrailing) {
  Circle()
    .fill(.gray.opacity(0.3))
    .frame(width: 80, height: 80)
  Circle()
    .fill(.red)
    .frame(width: 24, height: 24)
    .overlay {
      Text("3")
        .font(.caption2.bold())
        .foregroundStyle(.white)
    }
}
