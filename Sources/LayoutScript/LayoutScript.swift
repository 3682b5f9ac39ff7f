/// The script language.
