// Half the width, two ways (after a SwiftUI reference's GeometryReader anti-patterns, seedpaste file 004).
// With GeometryReader
GeometryReader { geometry in
  Rectangle()
    .frame(width: geometry.size.width / 2, height: 40)
}
// With containerRelativeFrame
Rectangle()
  .containerRelativeFrame(.horizontal) { width, _ in width / 2 }
  .frame(height: 40)
