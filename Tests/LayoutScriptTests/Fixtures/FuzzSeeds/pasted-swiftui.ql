// Issue 9, point 18: SwiftUI pasted by mistake.
import SwiftUI

struct DragView: View {
  @State private var offset = CGSize.zero
  var body: some View {
    Text("Drag me")
      .font(.title)
      .offset(offset)
      .gesture(DragGesture().onChanged { offset = $0.translation })
  }
}
