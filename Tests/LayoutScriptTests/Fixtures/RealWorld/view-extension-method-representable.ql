// Modelled on scenee/FloatingPanel, Sources/SwiftUI/View+floatingPanelScrollTracking.swift: a file of an `extension View` method alone (a doc comment with a fenced example, an optional closure parameter with a default), returning a private UIViewControllerRepresentable that wraps `self` in a UIHostingController subclass with overridden layout callbacks.
// expect-min-frames: 2
#if canImport(SwiftUI)
import SwiftUI

@available(iOS 14, *)
extension View {
    /// Reports the first scroll view inside this view to a sheet, so that the sheet and the list scroll as one.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///     .sheetScrollReporting(sheet: sheet)
    /// ```
    public func sheetScrollReporting(
        sheet: SheetController,
        onFound: ((UIScrollView) -> Void)? = nil
    ) -> some View {
        ScrollFinder(sheet: sheet, onFound: onFound) { self }
    }
}

@available(iOS 14, *)
private struct ScrollFinder<Content>: UIViewControllerRepresentable where Content: View {
    let sheet: SheetController
    let onFound: ((UIScrollView) -> Void)?
    @ViewBuilder
    let content: () -> Content

    func makeUIViewController(context: Context) -> FinderHostingController<Content> {
        let controller = FinderHostingController(rootView: content(), sheet: sheet, onFound: onFound)
        controller.view.backgroundColor = .clear
        return controller
    }

    func updateUIViewController(_ controller: FinderHostingController<Content>, context: Context) {
        controller.rootView = content()
    }

    class FinderHostingController<V>: UIHostingController<V> where V: View {
        let sheet: SheetController
        let onFound: ((UIScrollView) -> Void)?
        private weak var found: UIScrollView?

        init(rootView: V, sheet: SheetController, onFound: ((UIScrollView) -> Void)?) {
            self.sheet = sheet
            self.onFound = onFound
            super.init(rootView: rootView)
        }

        @MainActor required dynamic init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if found == nil, let scrollView = view.subviews.first as? UIScrollView {
                sheet.track(scrollView: scrollView)
                onFound?(scrollView)
                found = scrollView
            }
        }
    }
}
#endif
