// Modelled on stleamist/BetterSafariView, Sources/BetterSafariView/SafariView/SafariView+View.swift:
// a file that only extends a type declared in another file, making it a View (`extension X: View`)
// whose body wraps a nested UIViewControllerRepresentable built from `self`, under `#if os(iOS)`
// and a `#if compiler(…)` choice between two bodies, with a modifier that returns `Self`. The type,
// its controller and its options are ours.
// expect-min-frames: 1
#if os(iOS)

import SwiftUI
import SafariServices

extension ArticleReader: View {

    #if compiler(>=5.3.1)

    public var body: some View {
        if #available(iOS 14.0, *) {
            Representable(parent: self)
                .ignoresSafeArea(.container, edges: .all)
        } else {
            Representable(parent: self)
                .edgesIgnoringSafeArea(.all)
        }
    }

    #else

    public var body: some View {
        Representable(parent: self)
    }

    #endif

    /// The tint of the reader's bars.
    public func barTint(_ color: Color?) -> Self {
        var copy = self
        copy.tint = color
        return copy
    }
}

extension ArticleReader {

    struct Representable: UIViewControllerRepresentable {
        var parent: ArticleReader

        func makeUIViewController(context: Context) -> SFSafariViewController {
            let controller = SFSafariViewController(url: parent.url)
            controller.dismissButtonStyle = .close
            return controller
        }

        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
            controller.preferredControlTintColor = parent.tint.map(UIColor.init)
        }
    }
}

#endif
