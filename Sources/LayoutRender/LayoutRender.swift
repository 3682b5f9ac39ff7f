/// Pictures and reports of a layout result.
