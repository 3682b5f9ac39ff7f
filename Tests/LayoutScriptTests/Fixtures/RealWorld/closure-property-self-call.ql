// Modelled on gonzalezreal/swift-markdown-ui, Sources/MarkdownUI/Views/Blocks/TextStyleAttributesReader.swift:
// a generic view storing a @ViewBuilder closure of one parameter and calling it as
// `self.content(self.attributes)`, shown by a preview that gives the closure.
// expect-min-frames: 2
import SwiftUI

struct AttributesReader<Content: View>: View {
  @Environment(\.textStyle) private var textStyle

  private let content: (AttributeContainer) -> Content

  init(@ViewBuilder content: @escaping (_ attributes: AttributeContainer) -> Content) {
    self.content = content
  }

  var body: some View {
    self.content(self.attributes)
  }

  private var attributes: AttributeContainer {
    AttributeContainer()
  }
}

#Preview {
  AttributesReader { attributes in
    VStack {
      Text("Heading")
      Text("Body")
    }
  }
}
