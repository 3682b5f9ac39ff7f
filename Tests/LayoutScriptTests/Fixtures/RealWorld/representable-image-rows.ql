// Modelled on HeroTransitions/Hero, Examples/SwiftUIMatchExample.swift: a List of rows built from
// `(0...4).map`, each an `ImageWrapper` (a View and UIViewRepresentable whose makeUIView returns a
// UIImageView), a Spacer and a padded Text, under a back button row.
// expect-min-frames: 8
import SwiftUI
import UIKit

struct Photo: Identifiable {
  let id: Int
  let name: String
}

struct PhotoTable: View {
  var onBack: (() -> Void)?
  @State var photos = (0...4).map { Photo(id: $0, name: "Photo\($0)") }

  var body: some View {
    VStack {
      HStack {
        Button(action: { self.onBack?() }) {
          Text("Back")
        }.padding(.leading)
        Spacer()
      }
      List(photos) { photo in
        HStack {
          ImageWrapper(name: photo.name)
          Spacer()
          Text("Photo \(photo.id)").padding()
        }
      }
    }
  }
}

struct ImageWrapper: View, UIViewRepresentable {
  let name: String

  func makeUIView(context: UIViewRepresentableContext<ImageWrapper>) -> UIImageView {
    UIImageView(frame: .zero)
  }

  func updateUIView(_ uiView: UIImageView, context: UIViewRepresentableContext<ImageWrapper>) {
    uiView.image = UIImage(named: name)
  }
}
