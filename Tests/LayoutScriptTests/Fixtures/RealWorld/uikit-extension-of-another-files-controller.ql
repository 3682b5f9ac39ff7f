// Modelled on Automattic/pocket-casts-ios, podcasts/DiscoverCollectionViewController+Search.swift:
// a file of extensions only of a controller another file declares, one method pinning a child
// controller's view under the safe area with a height from another type's constant, delegate
// conformances, and a search callback that adds a results view below it inside an animation.
// expect-min-frames: 2
import UIKit

extension LibraryBrowserViewController {
    func installFilterBar() {
        tableView.delegate = self

        filterBarController.view.translatesAutoresizingMaskIntoConstraints = false
        addChild(filterBarController)
        view.addSubview(filterBarController.view)
        filterBarController.didMove(toParent: self)

        NSLayoutConstraint.activate([
            filterBarController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            filterBarController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            filterBarController.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            filterBarController.view.heightAnchor.constraint(equalToConstant: 56)
        ])
        filterBarController.filterDelegate = self
    }
}

extension LibraryBrowserViewController: UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        filterBarController.parentDidScroll(scrollView)
    }
}

extension LibraryBrowserViewController: FilterBarDelegate {
    func filterDidBegin() {
        guard let resultsView = resultsController.view, resultsView.superview == nil else { return }
        resultsView.alpha = 0
        addChild(resultsController)
        view.addSubview(resultsView)
        resultsController.didMove(toParent: self)

        resultsView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            resultsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            resultsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            resultsView.topAnchor.constraint(equalTo: filterBarController.view.bottomAnchor),
            resultsView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
        UIView.animate(withDuration: 0.25) {
            resultsView.alpha = 1
        }
    }

    func filterTermChanged(_ term: String) {}
}
