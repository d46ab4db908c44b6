#!/bin/sh
# Starts Debian's Chromium (or $CHROME_PATH) with every --disable-features switch it is given
# joined into one. Chromium honours only the last of repeated switches, and each launcher
# (Playwright, chrome-launcher) passes its own list before ours: without the join, our list
# would silently switch theirs back on. Every other argument passes through unchanged.
features=
for arg do
  shift
  case $arg in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROME_PATH:-/usr/bin/chromium}" ${features:+"--disable-features=$features"} "$@"
